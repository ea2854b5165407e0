import { type DialectId, dialectFor } from "@/lib/dialects";
import type { TextSpan } from "@/lib/events/types";
import type { SyntaxLanguage } from "@/lib/views/shared/syntax/syntax-highlighter";

/** How an answer is coloured: by a grammar, or its keywords' spans (neither: plain). */
export interface AnswerHighlight {
  language?: SyntaxLanguage;
  keywords?: readonly TextSpan[];
}

/**
 * How an answer of `dialect` is coloured, as the dialect says (`answerSyntax`): XML tags, a JSON
 * blob, ReAct keywords, a native answer plain. Without a known dialect (an old capture) it reads
 * as XML, the host's own format.
 */
export function answerHighlight(dialect: DialectId | undefined, content: string): AnswerHighlight {
  const syntax = dialectFor(dialect ?? "xml").answerSyntax(content);
  return "language" in syntax ? { language: syntax.language } : { keywords: syntax.keywords };
}
