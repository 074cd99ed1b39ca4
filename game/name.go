package game

// MaxNameLength is the most characters a player's name may have: a score
// pad's column shows about a dozen, and a name of thousands is no one's.
const MaxNameLength = 40
