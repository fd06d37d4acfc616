/** Gives the browser its turn (input, paint) before the next step: each step of the start-up is a task of its own. */
export const nextTask = <T = void>(value?: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value as T), 0));
