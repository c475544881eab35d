import type { DietaryTag } from '../../catalogue/recipe';
import type { CatalogueSnapshot } from '../../catalogue/snapshot';
import { NUTRIENT_GUIDES } from './nutrients';
import { inSeason } from './seasonal-produce';
import { type ArticleKind, isoWeek, type TopicCandidate } from './article-parts';
import { bestValueArticle } from './best-value-article';
import { dietArticle } from './diet-article';
import { nutrientArticle } from './nutrient-article';
import { quickCuisineArticle } from './quick-cuisine-article';
import { seasonalArticle } from './seasonal-article';

/*
 * The daily post's articles, one file per kind (best-value-article.ts, seasonal-article.ts, nutrient-article.ts,
 * quick-cuisine-article.ts, diet-article.ts) with their shared parts in article-parts.ts; here, the topics of a day.
 */
export { ARTICLE_KINDS, type Article, type ArticleKind, type TopicCandidate, isMainDinner, isoWeek } from './article-parts';
export { bestValueArticle } from './best-value-article';
export { dietArticle } from './diet-article';
export { nutrientArticle } from './nutrient-article';
export { quickCuisineArticle } from './quick-cuisine-article';
export { seasonalArticle } from './seasonal-article';

/** Every topic the generator could write about on a day, by kind. */
export function topicCandidates(snapshot: CatalogueSnapshot, day: Date): Record<ArticleKind, TopicCandidate[]> {
  const cuisines = [...new Set(snapshot.allRecipes().map((v) => v.recipe.cuisine))].sort();
  const diets: DietaryTag[] = ['Vegetarian', 'Vegan', 'Pescatarian', 'Gluten-free', 'Dairy-free', 'Halal', 'Low-carb', 'Keto'];
  const week = isoWeek(day).key;
  return {
    'best-value': [{ kind: 'best-value', topic: `best-value:${week}`, build: () => bestValueArticle(snapshot, day) }],
    seasonal: inSeason(day.getUTCMonth() + 1).map((v) => ({ kind: 'seasonal' as const, topic: `seasonal:${v.slug}`, build: () => seasonalArticle(snapshot, day, v) })),
    nutrient: NUTRIENT_GUIDES.map((g) => ({ kind: 'nutrient' as const, topic: `nutrient:${g.key}`, build: () => nutrientArticle(snapshot, g) })),
    quick: cuisines.map((c) => ({ kind: 'quick' as const, topic: `quick:${c}`, build: () => quickCuisineArticle(snapshot, c) })),
    diet: diets.map((d) => ({ kind: 'diet' as const, topic: `diet:${d}`, build: () => dietArticle(snapshot, d) })),
  };
}
