package bgstats

import (
	"crypto/sha1"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/store"
)

// File is a BG Stats play file.
type File struct {
	About     string     `json:"about"`
	Games     []Game     `json:"games"`
	Players   []Player   `json:"players"`
	Locations []Location `json:"locations"`
	Plays     []Play     `json:"plays"`
	UserInfo  *UserInfo  `json:"userInfo,omitempty"`
}

// Game is a game or expansion the plays refer to.
type Game struct {
	UUID             string `json:"uuid"`
	ID               int    `json:"id"`
	Name             string `json:"name"`
	ModificationDate string `json:"modificationDate"`
	Cooperative      bool   `json:"cooperative"`
	HighestWins      bool   `json:"highestWins"`
	NoPoints         bool   `json:"noPoints"`
	UsesTeams        bool   `json:"usesTeams"`
	BGGName          string `json:"bggName"`
	BGGYear          int    `json:"bggYear"`
	BGGID            int    `json:"bggId"`
	Designers        string `json:"designers"`
	IsBaseGame       bool   `json:"isBaseGame"`
	IsExpansion      bool   `json:"isExpansion"`
	MinPlayerCount   int    `json:"minPlayerCount"`
	MaxPlayerCount   int    `json:"maxPlayerCount"`
}

// Player is a person the plays refer to.
type Player struct {
	UUID             string `json:"uuid"`
	ID               int    `json:"id"`
	Name             string `json:"name"`
	IsAnonymous      bool   `json:"isAnonymous"`
	ModificationDate string `json:"modificationDate"`
	BGGUsername      string `json:"bggUsername"`
}

// Location is where the plays took place.
type Location struct {
	UUID             string `json:"uuid"`
	ID               int    `json:"id"`
	Name             string `json:"name"`
	ModificationDate string `json:"modificationDate"`
}

// Play is one finished game.
type Play struct {
	UUID             string          `json:"uuid"`
	PlayDate         string          `json:"playDate"`
	EntryDate        string          `json:"entryDate"`
	ModificationDate string          `json:"modificationDate"`
	GameRefID        int             `json:"gameRefId"`
	LocationRefID    int             `json:"locationRefId"`
	DurationMin      int             `json:"durationMin,omitempty"` // left out: naqala does not know how long a game took
	Ignored          bool            `json:"ignored"`
	ManualWinner     bool            `json:"manualWinner"`
	UsesTeams        bool            `json:"usesTeams"`
	Rounds           int             `json:"rounds"`
	ScoringSetting   int             `json:"scoringSetting"`
	Board            string          `json:"board"`
	Comments         string          `json:"comments"`
	PlayerScores     []PlayerScore   `json:"playerScores"`
	ExpansionPlays   []ExpansionPlay `json:"expansionPlays"`
}

// PlayerScore is one player's result in a play.
type PlayerScore struct {
	PlayerRefID int    `json:"playerRefId"`
	Score       string `json:"score"`
	Winner      bool   `json:"winner"`
	Rank        int    `json:"rank"`
	SeatOrder   int    `json:"seatOrder"`
	StartPlayer bool   `json:"startPlayer"`
	NewPlayer   bool   `json:"newPlayer"`
	Role        string `json:"role"`
}

// ExpansionPlay is an expansion played in a play.
type ExpansionPlay struct {
	GameRefID int `json:"gameRefId"`
	BGGID     int `json:"bggId"`
}

// UserInfo names the player who owns the file.
type UserInfo struct {
	MeRefID int `json:"meRefId"`
}

// About is the text every play file starts with, for a person who opens
// it in an editor.
const About = "A play file for Board Game Stats, written by naqala (a table companion for Five Tribes). Open it with BG Stats to import the plays."

// Five Tribes and its expansions on BoardGameGeek.
const (
	FiveTribesBGGID = 157354
	ArtisansBGGID   = 176677
	ThievesBGGID    = 199310
	WhimsBGGID      = 226828
)

// catalogue are the games a play file may refer to, by expansion (Base
// the game itself).
var catalogue = [...]struct {
	name  string
	bggID int
	year  int
}{
	game.Base:     {"Five Tribes", FiveTribesBGGID, 2014},
	game.Artisans: {"Five Tribes: The Artisans of Naqala", ArtisansBGGID, 2015},
	game.Thieves:  {"Five Tribes: The Thieves of Naqala", ThievesBGGID, 2016},
	game.Whims:    {"Five Tribes: Whims of the Sultan", WhimsBGGID, 2017},
}

// locationName is the location of every play: the app the plays come
// from, as BG Stats names the location of plays pushed to it.
const locationName = "naqala"

// dateLayout is how BG Stats writes a date and time.
const dateLayout = "2006-01-02 15:04:05"

// Options configure an export.
type Options struct {
	// Me is the name of the player who owns the file (the first of the
	// configured players); "" leaves it to BG Stats.
	Me string
	// Zone is the time zone the dates are written in; nil is UTC.
	Zone *time.Location
}

// Export returns the play file of the records, one play each, in their
// order. It refuses a record that contradicts itself (store's Check).
func Export(records []store.Record, o Options) (File, error) {
	zone := o.Zone
	if zone == nil {
		zone = time.UTC
	}
	f := File{About: About, Games: []Game{}, Players: []Player{}, Locations: []Location{}, Plays: []Play{}}
	gameIDs := map[game.Expansion]int{}
	playerIDs := map[string]int{}
	var errs []error
	for i, r := range records {
		if err := r.Check(); err != nil {
			errs = append(errs, fmt.Errorf("bgstats: game %d (%s): %s", i+1, r.Date.Format(time.DateOnly), strings.ReplaceAll(err.Error(), "\n", "; ")))
			continue
		}
		if err := distinctNames(r); err != nil {
			errs = append(errs, fmt.Errorf("bgstats: game %d (%s): %v", i+1, r.Date.Format(time.DateOnly), err))
			continue
		}
		x, _ := game.ParseExpansions(r.Expansions) // checked
		when := r.Date.In(zone).Format(dateLayout)
		if len(f.Locations) == 0 {
			f.Locations = append(f.Locations, Location{UUID: nameUUID("location", locationName), ID: 1, Name: locationName, ModificationDate: when})
		}
		p := Play{
			UUID: playUUID(r), PlayDate: when, EntryDate: when, ModificationDate: when,
			GameRefID: f.gameID(gameIDs, game.Base, when), LocationRefID: 1,
			PlayerScores: []PlayerScore{}, ExpansionPlays: []ExpansionPlay{},
		}
		for _, e := range []game.Expansion{game.Artisans, game.Thieves, game.Whims} {
			if x.Has(e) {
				id := f.gameID(gameIDs, e, when)
				p.ExpansionPlays = append(p.ExpansionPlays, ExpansionPlay{GameRefID: id, BGGID: f.Games[id-1].BGGID})
			}
		}
		winners := map[string]bool{}
		for _, w := range r.Winners {
			winners[w] = true
		}
		for seat, pr := range r.Players {
			ps := PlayerScore{PlayerRefID: f.playerID(playerIDs, pr.Name, when), Score: strconv.Itoa(pr.Total),
				Winner: winners[pr.Name], Rank: pr.Rank, SeatOrder: seat + 1}
			p.PlayerScores = append(p.PlayerScores, ps)
		}
		if s := r.Solo; s != nil {
			// Solo variant: the player wins by surviving Yazid, who is no
			// player of the play (docs/bgstats.md).
			you := &p.PlayerScores[0]
			you.Winner, you.Rank, you.Role = s.Survived, 1, soloRole(*s)
			p.Rounds = s.Rounds
			p.Comments = soloComment(*s)
		}
		f.Plays = append(f.Plays, p)
	}
	if err := errors.Join(errs...); err != nil {
		return File{}, err
	}
	if id, ok := playerIDs[o.Me]; ok && o.Me != "" {
		f.UserInfo = &UserInfo{MeRefID: id}
	}
	return f, nil
}

// distinctNames refuses a record in which two players share a name, as
// naqala score refuses its input: BG Stats knows a player by name, so the
// play would hold one player with every score of that name.
func distinctNames(r store.Record) error {
	seat := map[string]int{}
	var errs []error
	for i, p := range r.Players {
		if first, dup := seat[p.Name]; dup {
			errs = append(errs, fmt.Errorf("players[%d].name: %q is also the name of players[%d]", i, p.Name, first))
			continue
		}
		seat[p.Name] = i
	}
	return errors.Join(errs...)
}

// gameID is the id of the game or expansion e in the file, added when new.
func (f *File) gameID(ids map[game.Expansion]int, e game.Expansion, when string) int {
	if id, ok := ids[e]; ok {
		return id
	}
	c := catalogue[e]
	id := len(f.Games) + 1
	f.Games = append(f.Games, Game{
		UUID: nameUUID("game", strconv.Itoa(c.bggID)), ID: id, Name: c.name, ModificationDate: when,
		HighestWins: true, BGGName: c.name, BGGYear: c.year, BGGID: c.bggID, Designers: "Bruno Cathala",
		IsBaseGame: e == game.Base, IsExpansion: e != game.Base, MinPlayerCount: 2, MaxPlayerCount: maxPlayers(e),
	})
	ids[e] = id
	return id
}

func maxPlayers(e game.Expansion) int {
	if e == game.Whims {
		return 5
	}
	return 4
}

// playerID is the id of the player called name in the file, added when
// new: players of the same name are one person.
func (f *File) playerID(ids map[string]int, name, when string) int {
	if id, ok := ids[name]; ok {
		return id
	}
	id := len(f.Players) + 1
	f.Players = append(f.Players, Player{UUID: nameUUID("player", name), ID: id, Name: name, ModificationDate: when})
	ids[name] = id
	return id
}

// soloComment says how the game against Yazid ended, in the words of the
// score result: the title, or why it was lost.
func soloComment(s store.SoloRecord) string {
	mode := ""
	if s.Hard {
		mode = " (hard: 20 coins)"
	}
	if s.Survived {
		return fmt.Sprintf("Solo against Sultan Yazid%s: survived, %s.", mode, s.Title)
	}
	return fmt.Sprintf("Solo against Sultan Yazid%s: lost (%s).", mode, lossWords(s.Reason))
}

func lossWords(l game.Loss) string {
	switch l {
	case game.LostAssassins:
		return "Yazid took his 7th Assassin"
	case game.LostDjinns:
		return "Yazid took his 6th Djinn"
	case game.LostPayment:
		return "a payment the player could not make"
	case game.LostViziers:
		return "not more Viziers than Yazid's Council at the end"
	}
	return l.String()
}

// playUUID names a play by what it is: its date, kind and each player's
// name, rank and score.
func playUUID(r store.Record) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s|%s|%s", r.Date.UTC().Format(time.RFC3339Nano), r.Kind, strings.Join(r.Expansions, ","))
	for _, p := range r.Players {
		fmt.Fprintf(&b, "|%q %d %d", p.Name, p.Rank, p.Total)
	}
	return nameUUID("play", b.String())
}

// nameUUID is a name-based UUID (RFC 9562 version 5, SHA-1) of kind and
// name in naqala's own namespace, in capitals as BG Stats writes them.
func nameUUID(kind, name string) string {
	h := sha1.New()
	h.Write(namespace[:])
	h.Write([]byte(kind + ":" + name))
	var u [16]byte
	copy(u[:], h.Sum(nil))
	u[6] = u[6]&0x0f | 0x50 // version 5
	u[8] = u[8]&0x3f | 0x80 // RFC 9562 variant
	return strings.ToUpper(fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16]))
}

// namespace is naqala's UUID namespace: the version 5 UUID of the name
// "naqala" in the DNS namespace of RFC 9562.
var namespace = func() [16]byte {
	dns := [16]byte{0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8}
	h := sha1.New()
	h.Write(dns[:])
	h.Write([]byte("naqala"))
	var u [16]byte
	copy(u[:], h.Sum(nil))
	u[6] = u[6]&0x0f | 0x50
	u[8] = u[8]&0x3f | 0x80
	return u
}()
