import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake received: the parsed JSON body of each chat-completions request, and its headers. */
export interface FakeRequest {
  readonly body: {
    model: string;
    stream?: boolean;
    tools?: Array<{ type: string; function: { name: string } }>;
    messages: Array<{ role: string; content: string | null; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>; tool_call_id?: string }>;
  };
  readonly headers: IncomingMessage['headers'];
}

/** One answer of the fake: streamed text, tool calls, an HTTP error, or a connection dropped after some text. */
export type FakeReply =
  | { kind: 'text'; pieces: string[] }
  | { kind: 'tools'; calls: Array<{ name: string; arguments: string; splitAt?: number }> }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'drop'; afterPieces?: string[] };

export interface FakeOpenAi {
  readonly url: string;
  readonly requests: FakeRequest[];
  /** Decides each answer from the request (and how many came before). */
  respond: (request: FakeRequest, index: number) => FakeReply;
  close(): Promise<void>;
}

const API_KEY = 'test-key';

/**
 * An in-process server that speaks the OpenAI chat-completions wire format: POST /v1/chat/completions,
 * `Authorization: Bearer`, streamed `chat.completion.chunk` events ending with `data: [DONE]`, tool calls
 * streamed as `delta.tool_calls` with their arguments in pieces, and OpenAI-shaped error bodies.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  let created = 1_700_000_000;
  const fake: FakeOpenAi = {
    url: '',
    requests,
    respond: () => ({ kind: 'text', pieces: ['Hello from the fake.'] }),
    close: async () => undefined,
  };
  const chunk = (res: ServerResponse, model: string, delta: Record<string, unknown>, finish: string | null = null) =>
    res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: created++, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error' } }));
        return;
      }
      if (req.headers.authorization !== `Bearer ${API_KEY}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
        return;
      }
      let body: FakeRequest['body'];
      try {
        body = JSON.parse(raw) as FakeRequest['body'];
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Invalid JSON body', type: 'invalid_request_error' } }));
        return;
      }
      if (!body.stream || !Array.isArray(body.messages) || !body.model) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'This fake only streams; send model, messages and stream: true', type: 'invalid_request_error' } }));
        return;
      }
      const request = { body, headers: req.headers };
      requests.push(request);
      const reply = fake.respond(request, requests.length - 1);
      if (reply.kind === 'error') {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: reply.message, type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      chunk(res, body.model, { role: 'assistant', content: '' });
      if (reply.kind === 'drop') {
        for (const piece of reply.afterPieces ?? []) chunk(res, body.model, { content: piece });
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      if (reply.kind === 'text') {
        for (const piece of reply.pieces) chunk(res, body.model, { content: piece });
        chunk(res, body.model, {}, 'stop');
      } else {
        reply.calls.forEach((call, index) => {
          const cut = call.splitAt ?? Math.floor(call.arguments.length / 2);
          chunk(res, body.model, { tool_calls: [{ index, id: `call_${requests.length}_${index}`, type: 'function', function: { name: call.name, arguments: call.arguments.slice(0, cut) } }] });
          chunk(res, body.model, { tool_calls: [{ index, function: { arguments: call.arguments.slice(cut) } }] });
        });
        chunk(res, body.model, {}, 'tool_calls');
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

export const FAKE_OPENAI_KEY = API_KEY;
