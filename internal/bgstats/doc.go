// Package bgstats writes finished games of the history as a play file of
// Board Game Stats (BG Stats), the play logger many board gamers use: a
// .bgsplay file, which BG Stats opens and imports, or one play as a link.
//
// A play file is one JSON object with the arrays "games", "players",
// "locations" and "plays"; a play refers to its game, its location and
// each player by the "id" of their entries, and to the expansions played
// by theirs. BG Stats does not publish the file's structure; this package
// follows what is public (docs/bgstats.md names the sources): the
// structure of play files that BG Stats writes and others read, and BG
// Stats' documentation of the plays other apps push to it, which names the
// same fields (the BoardGameGeek id, the score, winner and rank of each
// player, the date as "2006-01-02 15:04:05").
//
// Five Tribes is BoardGameGeek item 157354, its expansions items of their
// own. A solo game is a play of one player, who wins when they survived
// Sultan Yazid: Yazid is no player (BG Stats would count him in the
// user's statistics); the comments say how the game ended, the player's
// role is the solo title.
//
// Link writes one play as BG Stats' push-play link, the URL that opens
// the app's import dialog (a QR code of it on the result screens).
//
// Every uuid is derived from what it names (the play from its date, kind
// and players' scores; a player from their name), so exporting the same
// history twice gives the same file, and BG Stats can tell a play it has
// already imported.
package bgstats
