/**
 * Checks a data file's contents as they are loaded (content and corpora live as JSON files in a package's
 * `data/` folder, not as code). A bad value throws a DataFileError naming the file and the field,
 * e.g. `data/assistant/household-messages.json: [12].expected.intent must be one of plan, change, ...`.
 * Hand-written rather than zod: the domain imports no framework.
 */
export class DataFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}: ${field || '(the whole file)'} ${problem}`);
    this.name = 'DataFileError';
  }
}

/** One value inside a data file, with where it stands, so that any complaint names the field. */
export class DataValue {
  constructor(
    readonly file: string,
    readonly path: string,
    readonly value: unknown,
  ) {}

  fail(problem: string): never {
    throw new DataFileError(this.file, this.path, problem);
  }

  private child(key: string | number, value: unknown): DataValue {
    const path = typeof key === 'number' ? `${this.path}[${key}]` : this.path ? `${this.path}.${key}` : key;
    return new DataValue(this.file, path, value);
  }

  private object(): Record<string, unknown> {
    if (!this.value || typeof this.value !== 'object' || Array.isArray(this.value)) this.fail('must be an object');
    return this.value as Record<string, unknown>;
  }

  /** Refuses keys outside `allowed`, so that a misspelt field is not silently ignored. */
  only(allowed: readonly string[]): this {
    for (const key of Object.keys(this.object())) if (!allowed.includes(key)) this.child(key, undefined).fail(`is not a known field (known: ${allowed.join(', ')})`);
    return this;
  }

  get(key: string): DataValue {
    const object = this.object();
    if (!(key in object) || object[key] === undefined) this.child(key, undefined).fail('is missing');
    return this.child(key, object[key]);
  }

  optional(key: string): DataValue | undefined {
    const object = this.object();
    return object[key] === undefined ? undefined : this.child(key, object[key]);
  }

  has(key: string): boolean {
    return this.object()[key] !== undefined;
  }

  items(): DataValue[] {
    if (!Array.isArray(this.value)) this.fail('must be an array');
    return (this.value as unknown[]).map((item, i) => this.child(i, item));
  }

  string(): string {
    if (typeof this.value !== 'string' || !this.value.trim()) this.fail('must be a non-empty string');
    return this.value as string;
  }

  /** A string that may be empty (a blank line of copy). */
  text(): string {
    if (typeof this.value !== 'string') this.fail('must be a string');
    return this.value as string;
  }

  number(): number {
    if (typeof this.value !== 'number' || !Number.isFinite(this.value)) this.fail('must be a number');
    return this.value as number;
  }

  integer(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
    const n = this.number();
    if (!Number.isInteger(n) || n < min || n > max) this.fail(`must be a whole number from ${min} to ${max}`);
    return n;
  }

  boolean(): boolean {
    if (typeof this.value !== 'boolean') this.fail('must be true or false');
    return this.value as boolean;
  }

  oneOf<T extends string>(values: readonly T[]): T {
    if (typeof this.value !== 'string' || !values.includes(this.value as T)) this.fail(`must be one of ${values.join(', ')}`);
    return this.value as T;
  }

  strings(): string[] {
    return this.items().map((item) => item.string());
  }
}

/** The root of a data file's contents. `file` is the path shown in errors (relative to the package). */
export function dataFile(file: string, contents: unknown): DataValue {
  return new DataValue(file, '', contents);
}
