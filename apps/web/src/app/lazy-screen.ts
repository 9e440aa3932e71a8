import { LAZY_LOAD_TIMEOUT_MS } from '@connect/shared';
import { type ComponentType, lazy } from 'react';

/** A screen's code did not arrive in time (000 §9: 120 000 ms); the error boundary offers a reload. */
export class ScreenLoadTimeoutError extends Error {
  constructor() {
    super('The screen took too long to load.');
    this.name = 'ScreenLoadTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** React.lazy with the specification's load timeout. */
// biome-ignore lint/suspicious/noExplicitAny: a screen may take any props, as React.lazy allows.
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => withTimeout(load(), LAZY_LOAD_TIMEOUT_MS));
}
