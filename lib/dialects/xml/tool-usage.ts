/** The usage template the XML prompt shows for each host tool, with placeholders in its tags. */
export const xmlToolUsage: Readonly<Record<string, string>> = {
  execute_command:
    "<execute_command>\n<command>Your command here</command>\n<requires_approval>true or false</requires_approval>\n</execute_command>",
  write_to_file:
    "<write_to_file>\n<path>File path here</path>\n<content>\nYour file content here\n</content>\n</write_to_file>",
  read_file: "<read_file>\n<path>File path here</path>\n</read_file>",
  list_files:
    "<list_files>\n<path>Directory path here</path>\n<recursive>true or false (optional)</recursive>\n</list_files>",
  search_files:
    "<search_files>\n<path>Directory path here</path>\n<regex>Your regex pattern here</regex>\n<file_pattern>file pattern here (optional)</file_pattern>\n</search_files>",
  replace_in_file:
    "<replace_in_file>\n<path>File path here</path>\n<diff>\nSearch and replace blocks here\n</diff>\n</replace_in_file>",
  ask_followup_question:
    '<ask_followup_question>\n<question>Your question here</question>\n<options>\n["Option 1", "Option 2"]\n</options>\n</ask_followup_question>',
  attempt_completion:
    "<attempt_completion>\n<result>\nYour final result description here\n</result>\n<command>Command to demonstrate the result (optional)</command>\n</attempt_completion>",
  use_mcp_tool:
    '<use_mcp_tool>\n<server_name>server name here</server_name>\n<tool_name>tool name here</tool_name>\n<arguments>\n{\n  "param1": "value1",\n  "param2": "value2"\n}\n</arguments>\n</use_mcp_tool>',
  access_mcp_resource:
    "<access_mcp_resource>\n<server_name>server name here</server_name>\n<uri>resource URI here</uri>\n</access_mcp_resource>",
  new_task: "<new_task>\n<context>context to preload new task with</context>\n</new_task>",
  plan_mode_respond:
    "<plan_mode_respond>\n<response>Your response here</response>\n</plan_mode_respond>",
};

/** The opening tags of the host tools' usage templates: `<read_file>`, `<attempt_completion>`, … */
const usageTags = Object.keys(xmlToolUsage).map((name) => `<${name}>`);

/**
 * Whether a system prompt teaches the XML tool-use format: it shows the tags of at least two of
 * the host tools (one could be a word in a prose prompt; a tool-use prompt lists them all).
 */
export function asksForXmlToolUse(systemPrompt: string): boolean {
  return usageTags.filter((tag) => systemPrompt.includes(tag)).length >= 2;
}
