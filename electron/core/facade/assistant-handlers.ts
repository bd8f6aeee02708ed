/**
 * Settings → Assistant over the bridge: the client configuration and connected clients, the
 * assistant budget, and the analyst's answer to a paid call an assistant asked for. The connector
 * (another process) reads the answer from the library and runs the call itself.
 */
import { assistantClientConfig } from '../assistant-command';
import { DossierError } from '../app-error';
import type { BridgeHandlers } from '../bridge-handlers';
import { assistantRequestView, assistantView } from '../views';
import type { HandlerContext } from './handler-context';

type AssistantHandlers = Pick<BridgeHandlers, 'assistant.status' | 'assistant.setBudget' | 'assistant.answer'>;

export function assistantHandlers(ctx: HandlerContext): AssistantHandlers {
  const { library } = ctx;
  const view = () =>
    assistantView(library, {
      config: assistantClientConfig(library.dir),
      confirmThresholdPaisa: ctx.session.settings().confirmThresholdPaisa,
      nowIso: ctx.iso(),
    });
  return {
    'assistant.status': async () => view(),
    'assistant.setBudget': async ({ budgetPaisa }) => {
      library.assistant.setBudget(budgetPaisa);
      return view();
    },
    'assistant.answer': async ({ requestId, approve }) => {
      const answered = library.assistant.answer(requestId, approve, ctx.iso());
      if (answered) return assistantRequestView(answered);
      const row = library.assistant.get(requestId);
      if (!row) throw new DossierError('REQUEST_NOT_FOUND', `The assistant made no request ${requestId}.`);
      throw new DossierError('REQUEST_NOT_WAITING', `The assistant is no longer waiting for this answer (the request is ${row.state === 'pending' ? 'past its time' : row.state}). Nothing was run.`, {
        hint: 'Ask the assistant to call the tool again if the call is still wanted.',
      });
    },
  };
}
