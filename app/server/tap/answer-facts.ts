import {
  isJsonObject,
  paramHeaderName,
  parseResponseBody,
  X_MCP_HEADER,
  type Exchange,
  type JsonObject,
} from '../../../src/index';

/** What the session tagger needs from one answer, read once when the exchange is recorded. */
export interface AnswerFacts {
  resultType?: string;
  nextCursor?: string;
  /** tools/list and prompts/list: each item's name; for tools the `x-mcp-header` arguments and whether it has an outputSchema. */
  listed?: { name: string; paramHeaders: [argument: string, header: string][]; outputSchema: boolean }[];
  requestState?: string;
  /** A CreateTaskResult's task id. */
  taskId?: string;
  /** `notifications/…/list_changed` methods seen in the answer's frames (the server changed a list). */
  listChanged: string[];
}

const LIST_CHANGED = /^notifications\/(tools|prompts|resources)\/list_changed$/;

/** Reads an answer's facts (never throws; an unreadable answer has none). */
export function answerFacts(exchange: Exchange | null, rpcMethod: string): AnswerFacts {
  const facts: AnswerFacts = { listChanged: [] };
  if (!exchange) return facts;
  const parsed = parseResponseBody(exchange.response, { id: exchange.request.id });
  for (const message of parsed.messages) {
    const method = isJsonObject(message.value) ? message.value['method'] : undefined;
    if (typeof method === 'string' && LIST_CHANGED.test(method)) facts.listChanged.push(method);
  }
  const answer = parsed.response?.value;
  const result = isJsonObject(answer) && isJsonObject(answer['result']) ? answer['result'] : undefined;
  if (!result) return facts;
  const string = (key: string): string | undefined => (typeof result[key] === 'string' ? result[key] : undefined);
  const resultType = string('resultType');
  const nextCursor = string('nextCursor');
  const requestState = string('requestState');
  const taskId = string('taskId');
  if (resultType !== undefined) facts.resultType = resultType;
  if (nextCursor !== undefined) facts.nextCursor = nextCursor;
  if (requestState !== undefined) facts.requestState = requestState;
  if (taskId !== undefined && resultType === 'task') facts.taskId = taskId;
  const items = rpcMethod === 'tools/list' ? result['tools'] : rpcMethod === 'prompts/list' ? result['prompts'] : null;
  if (Array.isArray(items))
    facts.listed = items
      .filter(isJsonObject)
      .flatMap((item) =>
        typeof item['name'] === 'string'
          ? [{ name: item['name'], paramHeaders: paramHeaders(item), outputSchema: isJsonObject(item['outputSchema']) }]
          : [],
      );
  return facts;
}

function paramHeaders(tool: JsonObject): [string, string][] {
  const schema = tool['inputSchema'];
  const properties = isJsonObject(schema) && isJsonObject(schema['properties']) ? schema['properties'] : {};
  return Object.entries(properties).flatMap(([name, property]) =>
    isJsonObject(property) && typeof property[X_MCP_HEADER] === 'string'
      ? [[name, paramHeaderName(property[X_MCP_HEADER])] as [string, string]]
      : [],
  );
}
