package ui

import (
	"errors"
	"strings"

	"github.com/naqala/naqala/sultan"
)

// powerErrorKeys are the label keys of the refusals of a power's use.
var powerErrorKeys = map[sultan.PowerProblem]string{
	sultan.PowerMeeplesNamed:   "ui.powererr.meeples_named",
	sultan.PowerNoMeeple:       "ui.powererr.no_meeple",
	sultan.PowerMeepleLetter:   "ui.powererr.meeple_letter",
	sultan.PowerNoArtisans:     "ui.powererr.no_artisans",
	sultan.PowerFluteMeeples:   "ui.powererr.flute_meeples",
	sultan.PowerNotNext:        "ui.powererr.not_next",
	sultan.PowerUnknownDjinn:   "ui.powererr.unknown_djinn",
	sultan.PowerDjinnExpansion: "ui.powererr.djinn_expansion",
	sultan.PowerDjinnHeld:      "ui.powererr.djinn_held",
	sultan.PowerDjinnFaceUp:    "ui.powererr.djinn_face_up",
	sultan.PowerDeckEmpty:      "ui.powererr.deck_empty",
	sultan.PowerRingItself:     "ui.powererr.ring_itself",
	sultan.PowerOffBoard:       "ui.powererr.off_board",
	sultan.PowerForbidden:      "ui.powererr.forbidden",
	sultan.PowerOwned:          "ui.powererr.owned",
	sultan.PowerRowUntracked:   "ui.powererr.row_untracked",
	sultan.PowerRowSize:        "ui.powererr.row_size",
	sultan.PowerRowCard:        "ui.powererr.row_card",
	sultan.PowerRowKept:        "ui.powererr.row_kept",
	sultan.PowerNoTent:         "ui.powererr.no_tent",
	sultan.PowerNoCamel:        "ui.powererr.no_camel",
	sultan.PowerNotInFront:     "ui.powererr.not_in_front",
	sultan.PowerNoneInFront:    "ui.powererr.none_in_front",
	sultan.PowerBagFew:         "ui.powererr.bag_few",
	sultan.PowerBagShort:       "ui.powererr.bag_short",
}

// powerErrorWords says in lang a power's use the rules refused
// (sultan.PowerError), the power by its name in lang: "Zauberflöte:
// Meeple 1: r2 s3 liegt nicht neben r3 s3"; ok is false for another
// error.
func powerErrorWords(l string, err error) (string, bool) {
	var e *sultan.PowerError
	if !errors.As(err, &e) {
		return "", false
	}
	key, ok := powerErrorKeys[e.Problem]
	if !ok {
		return "", false
	}
	at := tf(l, "ui.where", e.At.Row, e.At.Col)
	args := []any{powerWord(l, e.Power)}
	switch e.Problem {
	case sultan.PowerMeeplesNamed:
		key = countKey(key, e.Want)
		args = append(args, e.Want, e.Got)
	case sultan.PowerNoMeeple:
		if e.Index > 0 {
			key += "_n"
			args = append(args, e.Index)
		}
		args = append(args, at, tribeName(l, e.Tribe, 1))
	case sultan.PowerMeepleLetter:
		args = append(args, e.Name)
	case sultan.PowerFluteMeeples:
		args = append(args, e.Got)
	case sultan.PowerNotNext:
		args = append(args, e.Index, tf(l, "ui.where", e.From.Row, e.From.Col), at)
	case sultan.PowerUnknownDjinn:
		args = append(args, e.Name)
		if e.Suggest != "" {
			key += "_suggest"
			args = append(args, e.Suggest)
		}
	case sultan.PowerDjinnExpansion:
		args = append(args, e.Name, trOr(l, "expansion."+strings.ToLower(e.Expansion.String()), e.Expansion.String()))
	case sultan.PowerDjinnHeld, sultan.PowerDjinnFaceUp:
		args = append(args, e.Name)
	case sultan.PowerOffBoard, sultan.PowerForbidden, sultan.PowerOwned:
		args = append(args, at)
	case sultan.PowerRowSize:
		args = append(args, e.Want, e.Got)
	case sultan.PowerRowCard:
		args = append(args, e.Index, e.Name)
	case sultan.PowerRowKept:
		args = append(args, e.Want, cardWords(l, e.Cards))
	case sultan.PowerNoneInFront:
		args = append(args, tribeName(l, e.Tribe, 1), e.Yazid.Council, e.Yazid.Elders, e.Yazid.Artisans)
	case sultan.PowerBagFew:
		args = append(args, e.Want, e.Got)
	case sultan.PowerBagShort:
		args = append(args, e.Want, tribeName(l, e.Tribe, e.Want), e.Got)
	}
	return tf(l, key, args...), true
}
