/**
 * Small conversions that keep repositories dialect-blind: PostgreSQL returns bigint counts and numeric
 * averages as strings, SQLite as numbers; unique violations carry different codes.
 */
import { randomUUID } from 'node:crypto';

export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

export function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Rounds to one decimal place, the precision the dashboard shows percentages with. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function newId(): string {
  return randomUUID();
}

export function nowIso(): string {
  return new Date().toISOString();
}

export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function fromJson(text: string): unknown {
  return JSON.parse(text) as unknown;
}

/** Escapes LIKE wildcards so a search for `50%` matches the text `50%` (used with `escape '\'`). */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Days before `now` as an ISO timestamp, for `created_at >= cutoff` filters. */
export function isoDaysAgo(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}
