export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  /** Only shown with --verbose. */
  debug(message: string): void;
}

export function createConsoleLogger(verbose: boolean): Logger {
  const prefix = "[storage-emulator]";
  return {
    info: (message) => console.log(`${prefix} ${message}`),
    warn: (message) => console.warn(`${prefix} ${message}`),
    debug: (message) => {
      if (verbose) console.log(`${prefix} ${message}`);
    },
  };
}
