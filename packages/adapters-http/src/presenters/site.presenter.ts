import { SAVING_BASIS } from '@larder/domain/budget/saving';
import type { BlogPost } from '@larder/domain/site/blog/blog-post';
import type { BudgetOverview, BudgetWeek } from '@larder/domain/budget/track-budget/budget-tracker.use-case';
import type { Receipt } from '@larder/domain/budget/receipts';
import { formatPounds } from '@larder/domain/shared/money';
import type { TBlogPost } from '@larder/contract/site';
import type { TBudgetOverview, TBudgetWeek, TReceipt } from '@larder/contract/budget';

export const presentBlogPost = (post: BlogPost): TBlogPost => ({
  id: post.id,
  title: post.title,
  excerpt: post.excerpt,
  content: post.content,
  category: post.category,
  tags: [...post.tags],
  imageUrl: `/api/blog-posts/${encodeURIComponent(post.id)}/image.svg`,
  author: post.author,
  authorImage: `/api/blog-posts/${encodeURIComponent(post.id)}/author.svg`,
  publishedAt: post.publishedAt.toISOString(),
  readTime: post.readTime,
  metaDescription: post.metaDescription,
});

const money = (p: number | null) => (p === null ? null : formatPounds(p));

export const presentReceipt = (r: Receipt): TReceipt => ({
  id: r.id,
  date: r.date,
  chain: r.chain,
  amount: formatPounds(r.amountPence),
  createdAt: r.createdAt.toISOString(),
  addedBy: r.addedBy ? { id: r.addedBy.id, firstName: r.addedBy.firstName } : null,
});

const presentWeek = (w: BudgetWeek): TBudgetWeek => ({
  weekStart: w.weekStart,
  budget: money(w.budgetPence),
  planned: money(w.plannedPence),
  listSpend: formatPounds(w.listSpendPence),
  receipts: formatPounds(w.receiptPence),
  actual: formatPounds(w.actualPence),
  difference: money(w.differencePence),
  status: w.status,
});

export function presentBudget(o: BudgetOverview): TBudgetOverview {
  const { cheapestChain: c, ukAverage: u, wasteAvoided: w } = o.insights;
  return {
    weeklyBudget: money(o.weeklyBudgetPence),
    householdSize: o.householdSize,
    hasData: o.hasData,
    currentWeek: presentWeek(o.currentWeek),
    weeks: o.weeks.map(presentWeek),
    totals: { spent: formatPounds(o.totals.spentPence), budget: money(o.totals.budgetPence), weeksOver: o.totals.weeksOver, weeksUnder: o.totals.weeksUnder },
    categories: o.categories.map((k) => ({ category: k.category, amount: formatPounds(k.pence), share: Math.round(k.share * 1000) / 1000 })),
    alerts: o.alerts.map((a) => ({ kind: a.kind, weekStart: a.weekStart, amount: formatPounds(a.amountPence), message: a.message })),
    insights: {
      cheapestChain: c ? { listId: c.listId, listChain: c.listChain, chain: c.chain, total: formatPounds(c.totalPence), saving: formatPounds(c.savingPence), reachNote: c.reachNote } : null,
      ukAverage: u ? { weekly: formatPounds(u.weeklyPence), weeksCounted: u.weeksCounted, spent: formatPounds(u.spentPence), saved: formatPounds(u.savedPence), plannedWeekly: money(u.plannedWeeklyPence), perWeek: formatPounds(u.perWeekPence), yearly: money(u.yearlyPence), basis: SAVING_BASIS } : null,
      wasteAvoided: w ? { planId: w.planId, chain: w.chain, separateWaste: formatPounds(w.separateWastePence), planWaste: formatPounds(w.planWastePence), avoided: formatPounds(w.avoidedPence), packsSaved: w.packsSaved } : null,
    },
    receipts: o.receipts.map(presentReceipt),
  };
}

/** Per category: background, accent and a simple drawing. */
/** Second drawings, so that articles of one category do not all look alike. */
const PAN = '<circle cx="148" cy="130" r="46"/><rect x="188" y="123" width="62" height="14" rx="7"/>';
const CARROT = '<path d="M118 182 L198 92 a15 15 0 0 1 22 20 Z"/><path d="M206 96 l18 -26 M212 102 l30 -12" stroke-width="7" fill="none"/>';
const PLATE = '<circle cx="160" cy="130" r="44" fill="none" stroke-width="10"/><path d="M96 88v84M224 88v84" stroke-width="8"/>';
const FAMILY = '<circle cx="135" cy="98" r="18"/><circle cx="192" cy="110" r="14"/><path d="M103 176c0-38 64-38 64 0zM166 176c0-30 52-30 52 0z"/>';
const JAR = '<rect x="124" y="94" width="72" height="86" rx="14"/><rect x="117" y="80" width="86" height="18" rx="6"/>';
const ALTERNATE: Record<string, string> = { nutrition: CARROT, 'quick-meals': PAN, 'weight-loss': PLATE, 'family-health': FAMILY, 'cooking-tips': JAR };

const BLOG_ART: Record<string, { bg: string; accent: string; label: string; glyph: string }> = {
  nutrition: { bg: '#e7f3ec', accent: '#1f7a4d', label: 'Nutrition', glyph: '<path d="M160 70c50 8 75 55 45 100-28 30-88 24-100-18-9-36 18-78 55-82z"/><path d="M160 70c6-18 18-27 34-30" stroke-width="7" fill="none"/>' },
  'quick-meals': { bg: '#fff3dc', accent: '#b45309', label: 'Quick meals', glyph: '<circle cx="160" cy="130" r="52" fill="none" stroke-width="12"/><path d="M160 130V98M160 130l22 14" stroke-width="10" fill="none" stroke-linecap="round"/>' },
  'weight-loss': { bg: '#e6f1fb', accent: '#1d5fa8', label: 'Weight loss', glyph: '<rect x="108" y="92" width="104" height="84" rx="16"/><circle cx="160" cy="128" r="24" fill="#fff"/><path d="M160 128l10-14" stroke="#1d5fa8" stroke-width="5"/>' },
  'family-health': { bg: '#fdecea', accent: '#b3261e', label: 'Family health', glyph: '<path d="M160 178c-60-38-78-70-60-96 16-22 46-16 60 6 14-22 44-28 60-6 18 26 0 58-60 96z"/>' },
  'cooking-tips': { bg: '#eceefb', accent: '#3949ab', label: 'Cooking tips', glyph: '<path d="M95 120h130c0 40-30 60-65 60s-65-20-65-60z"/><path d="M120 104c10-15 30-15 40 0M160 99c10-15 30-15 40 0" stroke-width="6" fill="none"/>' },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** No photographs are fetched: each article gets a drawing in its category's colours, with a pattern seeded by its id. */
export function blogImageSvg(post: BlogPost): string {
  const art = BLOG_ART[post.category] ?? BLOG_ART.nutrition!;
  let seed = 0;
  for (const ch of post.id) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  const variant = (seed >>> 3) % 2;
  const dots = Array.from({ length: 7 }, (_, i) => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const x = 20 + (seed % 280);
    const y = 40 + ((seed >>> 8) % 180);
    const r = 4 + ((seed >>> 16) % 9);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${art.accent}" opacity="${i % 2 ? 0.12 : 0.2}"/>`;
  }).join('');
  const title = escape(post.title);
  const glyph = variant === 0 ? art.glyph : (ALTERNATE[post.category] ?? art.glyph);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img" aria-label="${title}">
<title>${title}</title>
<rect width="320" height="240" fill="${art.bg}"/>${dots}
<circle cx="160" cy="128" r="82" fill="#ffffff" opacity="0.9"/>
<g fill="${art.accent}" stroke="${art.accent}" fill-opacity="0.85">${glyph}</g>
<text x="16" y="28" font-family="system-ui, sans-serif" font-size="14" font-weight="600" fill="${art.accent}">${escape(art.label)}</text>
</svg>`;
}

/** The author's initials in a circle. */
export function authorAvatarSvg(author: string): string {
  const initials = author.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w)).map((w) => w[0]!.toUpperCase()).slice(0, 2).join('') || 'L';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escape(author)}"><circle cx="32" cy="32" r="32" fill="#1f7a4d"/><text x="32" y="40" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#fff">${escape(initials)}</text></svg>`;
}
