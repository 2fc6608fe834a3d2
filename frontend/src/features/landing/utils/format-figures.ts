// The landing's figures are written as docs/product.md §2 writes them (87,5%, 1,5m, 100k): a decimal comma, at most
// one decimal, and a short scale word from the translations (m and k; ru млн and тыс.). Counts are rounded down, never
// up: a figure on the landing is a claim.

import type { TFunction } from 'i18next';

function oneDecimal(value: number): string {
  return String(Math.floor(value * 10) / 10).replace('.', ',');
}

export function formatPercent(percent: number, t: TFunction): string {
  return t('landing.stats.percent', { value: oneDecimal(percent) });
}

export function formatCount(count: number, t: TFunction): string {
  if (count >= 1_000_000) return t('landing.stats.millions', { value: oneDecimal(count / 1_000_000) });
  if (count >= 1_000) return t('landing.stats.thousands', { value: oneDecimal(count / 1_000) });
  return String(count);
}
