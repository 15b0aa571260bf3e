/**
 * Filipino words for what the shop sells (issue 29): a customer who types "asukal" finds the
 * sugar. Built in, as people in Manila write them when they text; the owner adds the shop's own
 * in Settings (searchSynonyms). Each word stands for the catalog words after it: a product
 * matches the word when its name or description holds one of them.
 */
export const FILIPINO_SEARCH_WORDS: Readonly<Record<string, readonly string[]>> = {
  harina: ['flour'],
  arina: ['flour'],
  asukal: ['sugar'],
  mantika: ['oil', 'lard', 'shortening'],
  langis: ['oil'],
  mantikilya: ['butter'],
  margarina: ['margarine'],
  lebadura: ['yeast'],
  pampaalsa: ['baking powder', 'baking soda', 'yeast'],
  gawgaw: ['cornstarch', 'corn starch'],
  asin: ['salt'],
  itlog: ['egg'],
  gatas: ['milk'],
  keso: ['cheese'],
  tsokolate: ['chocolate', 'cocoa'],
  kakaw: ['cocoa'],
  banilya: ['vanilla'],
  niyog: ['coconut'],
  gata: ['coconut milk'],
  mani: ['peanut'],
  pulot: ['honey', 'syrup'],
  pasas: ['raisin'],
  pangkulay: ['food color', 'coloring'],
};

/** The owner's words (Settings) and the built-in ones: what each typed word also looks for. */
export function searchSynonymsOf(
  ownerWords: readonly { word: string; means: string }[],
): Map<string, string[]> {
  const synonyms = new Map<string, string[]>(
    Object.entries(FILIPINO_SEARCH_WORDS).map(([word, means]) => [word, [...means]]),
  );
  for (const { word, means } of ownerWords) {
    synonyms.set(word, [...new Set([...(synonyms.get(word) ?? []), means])]);
  }
  return synonyms;
}
