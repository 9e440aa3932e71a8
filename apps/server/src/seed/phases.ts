import { performance } from 'node:perf_hooks';

/** How long each phase of a seed took (a phase may run in several parts: their times add up). */
export class SeedPhases {
  readonly ms = new Map<string, number>();

  async time<T>(phase: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      this.ms.set(phase, (this.ms.get(phase) ?? 0) + performance.now() - started);
    }
  }

  /** `tenancy 1.2 s, usage 30.1 s, …` in the order the phases first ran. */
  summary(): string {
    return [...this.ms].map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`).join(', ');
  }
}
