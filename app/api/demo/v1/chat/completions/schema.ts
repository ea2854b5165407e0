/**
 * The request schema of this route. It lives in `lib/demo/model` because Loupe's in-process fetch
 * validates demo requests with the same schema without going through the route.
 */
export {
  chatCompletionRequestSchema,
  type DemoChatRequest,
} from "@/lib/demo/model/chat-request-schema";
