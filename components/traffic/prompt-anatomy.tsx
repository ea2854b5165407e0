import type { PromptAnatomy as Anatomy } from "@/lib/api/captures";
import { countOf } from "@/lib/views/shared/format";
import { messagesByRole, toolsBySize } from "@/lib/views/traffic/anatomy";
import { SizeBar } from "./size-bar";

const characters = (count: number) => countOf(count, "character");

/**
 * What a captured request is made of: its system prompt's sections, its tools and its messages
 * by role, each as a bar of its share, so the weight of a real agent's prompt can be seen.
 */
export function PromptAnatomy({ anatomy }: { anatomy: Anatomy | null }) {
  if (!anatomy) {
    return (
      <p className="p-3 text-xs text-muted">
        No anatomy: Loupe cannot read this request as a model request.
      </p>
    );
  }
  const { systemPrompt } = anatomy;
  const tools = toolsBySize(anatomy.tools);
  const roles = messagesByRole(anatomy.messages);
  const messageCharacters = roles.reduce((sum, role) => sum + role.characters, 0);
  return (
    <div className="flex flex-col gap-3 p-3">
      <section aria-labelledby="anatomy-system" className="flex flex-col gap-1">
        <h3 id="anatomy-system" className="text-xs font-semibold">
          System prompt{" "}
          <span className="font-normal text-muted">
            {characters(systemPrompt.characters)} · {countOf(systemPrompt.tokens, "token")}
          </span>
        </h3>
        {systemPrompt.sections.length === 0 ? (
          <p className="text-xs text-muted">No headings or tags to split it by.</p>
        ) : (
          <ul aria-label="System prompt sections" className="flex flex-col gap-1">
            {systemPrompt.sections.map((section, index) => (
              <SizeBar
                // biome-ignore lint/suspicious/noArrayIndexKey: a prompt may repeat a heading; the order is fixed.
                key={index}
                label={section.title}
                part={section.characters}
                whole={systemPrompt.characters}
                detail={`${characters(section.characters)} · ${countOf(section.tokens, "token")}`}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="anatomy-tools" className="flex flex-col gap-1">
        <h3 id="anatomy-tools" className="text-xs font-semibold">
          {countOf(tools.tools.length, "tool")}{" "}
          <span className="font-normal text-muted">{characters(tools.characters)}</span>
        </h3>
        {tools.tools.length === 0 ? null : (
          <ul aria-label="Tools" className="flex flex-col gap-1">
            {tools.tools.map((tool) => (
              <SizeBar
                key={tool.name}
                label={tool.name}
                part={tool.characters}
                whole={tools.characters}
                detail={characters(tool.characters)}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="anatomy-messages" className="flex flex-col gap-1">
        <h3 id="anatomy-messages" className="text-xs font-semibold">
          {countOf(anatomy.messages.length, "message")}{" "}
          <span className="font-normal text-muted">{characters(messageCharacters)}</span>
        </h3>
        {roles.length === 0 ? null : (
          <ul aria-label="Messages by role" className="flex flex-col gap-1">
            {roles.map((role) => (
              <SizeBar
                key={role.role}
                label={`${role.role} × ${role.count}`}
                part={role.characters}
                whole={messageCharacters}
                detail={characters(role.characters)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
