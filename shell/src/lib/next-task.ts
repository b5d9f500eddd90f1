/** Ends the current task: what follows runs in a new one, so the browser can paint or answer a tap between them. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
