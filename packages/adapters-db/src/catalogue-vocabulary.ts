import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MatchVocabulary } from '@larder/domain/catalogue/ingredient-lines/ingredient-matcher';

/** The committed catalogue files (see catalogue/README.md). */
export const CATALOGUE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../catalogue');

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

const vocabularies = new Map<string, MatchVocabulary>();
/**
 * The words the ingredient matcher knows beyond the catalogue's names: sources/ingredient-aliases.json
 * (a phrase to a slug) and sources/ingredient-words.json (spellings and describing words). Read once per process.
 */
export function readMatchVocabulary(dir = CATALOGUE_DIR): MatchVocabulary {
  const cached = vocabularies.get(dir);
  if (cached) return cached;
  const aliasesFile = path.join(dir, 'sources/ingredient-aliases.json');
  const wordsFile = path.join(dir, 'sources/ingredient-words.json');
  const aliases = existsSync(aliasesFile) ? readJson<Record<string, string>>(aliasesFile) : {};
  const words = existsSync(wordsFile) ? readJson<{ spellings?: Record<string, string>; descriptors?: string[] }>(wordsFile) : {};
  const vocabulary: MatchVocabulary = { aliases, spellings: words.spellings ?? {}, descriptors: words.descriptors ?? [] };
  vocabularies.set(dir, vocabulary);
  return vocabulary;
}
