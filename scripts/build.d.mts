export function build(options?: { ifStale?: boolean }): Promise<boolean>;
