/**
 * The request schema of this route. It lives in `lib/demo/model` because Loupe's in-process fetch
 * validates demo requests with the same schema without going through the route.
 */
export {
  type ChatCompletionRequest,
  chatCompletionRequestSchema,
} from "@/lib/demo/model/chat-request-schema";
