package templates

// SoloYou is the name a finished solo game keeps for a player who set no
// name: one English word whatever the language played in, so that the
// history does not change with the language. SoloPlayerName says it in
// the reader's language.
const SoloYou = "You"

// SoloPlayerName is a solo game's player name as shown in lang: the
// player who set no name (kept as SoloYou, by older versions as the word
// of the language played in, "Du", or left empty) is "You" in English and
// "Du" in German whenever the game was played; a name the player set
// stays as it is.
func SoloPlayerName(lang, name string) string {
	if name == "" || name == SoloYou {
		return T(lang, "ui.solo.you")
	}
	for _, l := range Languages() {
		if name == T(l, "ui.solo.you") {
			return T(lang, "ui.solo.you")
		}
	}
	return name
}
