// Package selfplay plays whole solo games against Sultan Yazid headless,
// the program holding what the table hides (the shuffled resource and
// Djinn decks, the Item stack, the bag's draws, Yazid's dice), the player
// choosing by a Policy, and sums up how they end: survival, scores,
// losses and titles (docs/selfplay.md, docs/formats.md section 9).
//
// Chance comes only from the seed: each game draws from generators
// derived from (seed, game index), so the games do not depend on how many
// workers play them, and every policy meets the same boards, decks and
// dice for the same seed.
package selfplay
