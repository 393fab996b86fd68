/** The System Prompts tab: one prompt per age range, saved (50–5000 characters) or reset to the default. */
import {
  defaultSystemPrompt,
  PromptResetAllResponseSchema,
  PromptResetParamsSchema,
  PromptResponseSchema,
  PromptsResponseSchema,
  PromptUpdateRequestSchema,
} from '@shared';
import { enforceTeacherAccess } from '../../auth/access';
import { describePrompt, listSystemPrompts } from '../../dashboard/system-prompts';
import type { RouteModule } from '../route-module';

export const promptRoutes: RouteModule = (app, ctx) => {
  app.addHook('onRequest', enforceTeacherAccess);
  const tags = ['configuration'];

  app.get(
    '/v1/dashboard/prompts',
    { schema: { tags, response: { 200: PromptsResponseSchema } } },
    async () => ({
      prompts: await listSystemPrompts(ctx.repos),
    }),
  );

  app.put(
    '/v1/dashboard/prompts',
    { schema: { tags, body: PromptUpdateRequestSchema, response: { 200: PromptResponseSchema } } },
    async (request) => {
      const { age_range: ageRange, prompt_text: text } = request.body;
      const saved = await ctx.repos.systemPrompts.upsert(ageRange, text);
      request.log.info({ ageRange, chars: text.length }, 'system prompt saved');
      return { prompt: describePrompt(ageRange, saved.prompt_text, true) };
    },
  );

  app.post(
    '/v1/dashboard/prompts/reset/:age_range',
    { schema: { tags, params: PromptResetParamsSchema, response: { 200: PromptResponseSchema } } },
    async (request) => {
      const ageRange = request.params.age_range;
      await ctx.repos.systemPrompts.reset(ageRange);
      return { prompt: describePrompt(ageRange, defaultSystemPrompt(ageRange), false) };
    },
  );

  app.post(
    '/v1/dashboard/prompts/reset-all',
    { schema: { tags, response: { 200: PromptResetAllResponseSchema } } },
    async () => ({ reset_count: await ctx.repos.systemPrompts.resetAll() }),
  );
};
