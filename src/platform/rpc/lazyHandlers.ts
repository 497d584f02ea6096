import type { Handlers } from './channel';
import type { Api } from './messages';
import { Refusal } from '../../core/problem';
import { whyNoScript } from './workerClient';

/**
 * A service's code that did not arrive. A browser may keep a failed `import()` for the realm's life,
 * so the worker reports it as fatal (`start`) and its caller replaces it.
 */
export class ServiceLoadError extends Refusal {
  constructor(options?: { cause?: unknown }) {
    super(whyNoScript(), options);
    this.name = 'ServiceLoadError';
  }
}

/**
 * Handlers for `methods` that import their service (`load`) the first time one of them is called,
 * and make it (`create`) once: a worker that serves several services loads only those it is asked for.
 */
export function lazyHandlers<A extends Api, Module>(load: () => Promise<Module>, create: (module: Module) => Handlers<A>, methods: readonly (keyof A)[]): Handlers<A> {
  let service: Promise<Handlers<A>> | undefined;
  const ready = () =>
    (service ??= load().then(create, (error: unknown) => {
      service = undefined;
      throw new ServiceLoadError({ cause: error });
    }));
  const handlers = {} as Handlers<A>;
  for (const method of methods) {
    handlers[method] = (async (request, context) => (await ready())[method](request, context)) as Handlers<A>[typeof method];
  }
  return handlers;
}
