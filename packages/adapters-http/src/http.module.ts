import { ContainerModule } from 'inversify';
import { createApp } from './app';
import { HTTP_DEPENDENCIES, type HttpDependencies } from './dependencies';
import type { SimulatedCardTokeniser } from './simulated-card';

export const HTTP_APP = Symbol('HttpApp');
export const SIMULATED_CARD_TOKENISER = Symbol('SimulatedCardTokeniser');

/** Binds the Koa app; the composition root binds HTTP_DEPENDENCIES (and the tokeniser when the simulated provider is on). */
export const httpModule = new ContainerModule(({ bind }) => {
  bind(HTTP_APP)
    .toDynamicValue((context) => {
      const deps = context.get<HttpDependencies>(HTTP_DEPENDENCIES);
      const simulatedCards = context.get<SimulatedCardTokeniser | null>(SIMULATED_CARD_TOKENISER, { optional: true }) ?? null;
      return createApp(deps, { simulatedCards });
    })
    .inSingletonScope();
});
