/**
 * A minimal client for any OpenAI-compatible chat completions endpoint (OpenAI, Azure OpenAI with a
 * compatible base URL, Ollama, vLLM): POST `${baseUrl}/chat/completions`, with a hard timeout.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatClientOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Abort the request after this long (default 8000 ms). */
  timeoutMs?: number;
  temperature?: number;
  maxTokens?: number;
  fetchImpl?: typeof fetch;
}

export class ChatCompletionError extends Error {
  constructor(
    message: string,
    /** 408, 429 and 5xx are worth retrying later; 4xx configuration errors are not. */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ChatCompletionError';
  }
}

export interface ChatClient {
  complete(messages: readonly ChatMessage[]): Promise<string>;
}

export const DEFAULT_LLM_TIMEOUT_MS = 8000;

export function createChatClient(options: ChatClientOptions): ChatClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = options.fetchImpl ?? fetch;
  return {
    async complete(messages) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS);
      try {
        const response = await doFetch(url, {
          method: 'POST',
          signal: controller.signal,
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}`, 'api-key': options.apiKey } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            messages,
            temperature: options.temperature ?? 0.7,
            max_tokens: options.maxTokens ?? 200,
          }),
        });
        if (!response.ok) {
          const status = response.status;
          throw new ChatCompletionError(`chat completion failed with HTTP ${status}`, status === 408 || status === 429 || status >= 500);
        }
        return extractContent(await response.json());
      } catch (error) {
        if (error instanceof ChatCompletionError) throw error;
        const reason = controller.signal.aborted ? 'timed out' : error instanceof Error ? error.message : String(error);
        throw new ChatCompletionError(`chat completion ${reason}`, true);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function extractContent(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'choices' in body && Array.isArray(body.choices)) {
    const first: unknown = body.choices[0];
    if (typeof first === 'object' && first !== null && 'message' in first) {
      const message: unknown = first.message;
      if (typeof message === 'object' && message !== null && 'content' in message && typeof message.content === 'string') {
        const content = message.content.trim();
        if (content.length > 0) return content;
      }
    }
  }
  throw new ChatCompletionError('chat completion returned no message content', false);
}
