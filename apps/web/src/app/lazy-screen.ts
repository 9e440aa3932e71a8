import { LAZY_LOAD_TIMEOUT_MS, type Language } from '@connect/shared';
import { type ComponentProps, type ComponentType, createElement, lazy, use } from 'react';
import type { Params } from 'react-router';
import { loadTexts, storedLanguage, textsLoaded, useScreenTexts, useTranslation } from '../i18n/index.ts';
import type { AskData } from './screen-data.ts';

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

/**
 * React.lazy with the specification's load timeout, and the screen's translation files (i18n/screen-texts.ts): they
 * load alongside its code, and the screen waits for both (the Suspense of screen.tsx), so it never shows a key. When
 * the language on show lacks them (opened again after a switch of language), it waits for them again. `askData`
 * asks for the screen's answers when the app starts on its address (screen-data.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: a screen may take any props, as React.lazy allows.
export function lazyScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  texts: readonly string[],
  askData?: AskData,
) {
  let code: Promise<{ default: T }> | undefined;
  const loadCode = () => {
    code ??= withTimeout(load(), LAZY_LOAD_TIMEOUT_MS);
    return code;
  };
  const Lazy = lazy(loadCode);
  const waiting = new Map<Language, Promise<unknown>>();
  const textsAndCode = (language: Language) => {
    let loading = waiting.get(language);
    if (!loading) {
      loading = Promise.all([withTimeout(loadTexts(texts, language), LAZY_LOAD_TIMEOUT_MS), loadCode()]);
      // Texts that did not arrive are asked again the next time the screen is opened.
      loading.catch(() => waiting.delete(language));
      waiting.set(language, loading);
    }
    return loading;
  };
  function ScreenWithTexts(props: ComponentProps<T>) {
    const { language } = useTranslation().i18n;
    useScreenTexts(texts);
    if (!textsLoaded(texts, language)) use(textsAndCode(language));
    return createElement(Lazy, props);
  }
  /**
   * At the app's start: the code, and the texts in the stored language, before the shell asks for the screen; with
   * the address's `params` (a person logged in), the screen's answers too (screen-data.ts). Answers when the code and
   * texts are in (failing if either does; the screen asks again when it renders).
   */
  const preload = (params: Params | null): Promise<unknown> => {
    if (params) void askData?.(params).catch(() => {});
    return Promise.all([loadTexts(texts, storedLanguage()), loadCode()]);
  };
  return Object.assign(ScreenWithTexts, { preload });
}
