/** The current time, injected so month rollover and timestamps are testable. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
