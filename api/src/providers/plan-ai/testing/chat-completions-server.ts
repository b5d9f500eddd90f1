// A local HTTP server speaking the OpenAI chat-completions protocol, for tests of the plan-ai adapter.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
    temperature?: number;
    seed?: number;
  };
}

export type Answer = (request: ChatRequest, res: ServerResponse) => void;

/** A chat.completion object as OpenAI-compatible servers send it. */
export function completion(content: string, model = 'test-model') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_760_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

export const json =
  (status: number, body: unknown): Answer =>
  (_request, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

export interface ChatServer {
  /** e.g. http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  requests: ChatRequest[];
  answer: Answer;
  close(): Promise<void>;
}

export async function startChatServer(initial: Answer = json(200, completion('{"items":[]}'))): Promise<ChatServer> {
  const state: ChatServer = { baseUrl: '', requests: [], answer: initial, close: async () => undefined };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      let body: ChatRequest['body'];
      try {
        body = JSON.parse(raw) as ChatRequest['body'];
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'invalid JSON body', type: 'invalid_request_error' } }));
        return;
      }
      const request = { method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body };
      state.requests.push(request);
      state.answer(request, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  return state;
}
