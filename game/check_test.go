package game

import (
	"strings"
	"testing"
)

// baseRows are rows 5 to 2 of a legal 6x5 base board; row 1 is
// "LM V O S6 SM S6".
const baseRows = "V S6 O SM LM S12\nO SM V SM S6 O\nSM LM S15 O SM V\nS10 O SM V LM SM\n"

func TestCheck(t *testing.T) {
	all := Expansions{Artisans: true, Thieves: true, Whims: true}
	tests := []struct {
		name  string
		board string
		opts  CheckOptions
		want  string // "" for no error
	}{
		{"solo 6x5", strings.Repeat("V V V V V SM\n", 5), CheckOptions{Solo: true}, "the box holds 5"},
		{"solo size", "V O SM LM\nV O SM LM", CheckOptions{Solo: true}, "a solo board has 6 columns"},
		{"not solo any size", "V O SM LM\nV O SM LM", CheckOptions{}, ""},
		{"meeples on chasm", "CH[Y] O", CheckOptions{Expansions: all}, "meeples on the Chasm"},
		{"chasm empty", "CH O", CheckOptions{Expansions: all}, ""},
		{"owner on lake", "GL@1 O", CheckOptions{Expansions: all}, "the Great Lake can't be controlled"},
		{"palm on lake", "GL+p O", CheckOptions{Expansions: all}, "the Great Lake can't be controlled"},
		{"chasm needs artisans", "CH O", CheckOptions{}, "needs the artisans expansion"},
		{"city needs whims", "CB O", CheckOptions{}, "needs the whims expansion"},
		{"city with whims", "CB O", CheckOptions{Expansions: Expansions{Whims: true}}, ""},
		{"too many S15", "S15 S15", CheckOptions{}, "2 tiles of type S15 (Sacred Place 15), the box holds 1"},
		{"one S15", "S15 S12", CheckOptions{}, ""},
		{"17 viziers", "V[YYYYYYYYY] O[YYYYYYYY]", CheckOptions{}, "17 yellow meeples (Viziers), the box holds 16"},
		{"16 viziers", "V[YYYYYYYY] O[YYYYYYYY]", CheckOptions{}, ""},
		{"19 viziers with whims", "V[YYYYYYYYYY] O[YYYYYYYYY]", CheckOptions{Expansions: Expansions{Whims: true}}, ""},
		{"20 viziers with whims", "V[YYYYYYYYYY] O[YYYYYYYYYY]", CheckOptions{Expansions: Expansions{Whims: true}}, "20 yellow"},
		{"purple without artisans", "V[P] O", CheckOptions{}, "Artisans (P) need the artisans expansion"},
		{"purple with artisans", "V[P] O", CheckOptions{Expansions: all}, ""},
		// Reference section 2: the Oasis and Village actions are
		// compulsory, control or not.
		{"palm without owner", "O+p V", CheckOptions{}, ""},
		{"palace without owner", "O V+P", CheckOptions{}, ""},
		{"palm and palace without owner, solo", baseRows + "LM V+PP O+pp S6 SM S6", CheckOptions{Solo: true}, ""},
		{"palm and palace on Yazid's tiles", baseRows + "LM V@Y+P O@Y+p S6 SM S6", CheckOptions{Solo: true}, ""},
		{"palm on Yazid's tile outside solo", "O@Y+p V", CheckOptions{}, "owner @Y (Yazid) only in a solo game"},
		{"palm with owner", "O@1+p V", CheckOptions{}, ""},
		{"13 palms without owners", "O+pppppppppppp O+p", CheckOptions{}, "13 Palm Trees, the box holds 12"},
		{"palace on the lake", "GL+P O", CheckOptions{Expansions: all}, "the Great Lake can't be controlled or built on"},
		{"two tents", "O@1+t SM@1+t", CheckOptions{Expansions: all}, "a second Tent for @1"},
		{"tents of two owners", "O@1+t SM@2+t", CheckOptions{Expansions: all}, ""},
		{"tent without artisans", "O@1+t SM", CheckOptions{}, "the Tent needs the artisans expansion"},
		{"yazid tent", "O@Y+t SM", CheckOptions{Expansions: all, Solo: true}, "Yazid has no Tent"},
		{"yazid outside solo", "O@Y SM", CheckOptions{}, "owner @Y (Yazid) only in a solo game"},
		{"seat beyond players", "O@3 SM", CheckOptions{Players: 2}, "owner @3, but there are 2 players"},
		{"seat within players", "O@2 SM", CheckOptions{Players: 2}, ""},
		{"solo seat 2", "O@2 SM", CheckOptions{}, ""},
		// Reference section 8: the 5th player's pieces are in the Whims box.
		{"seat 5 without whims", "O@5 SM", CheckOptions{Expansions: Expansions{Artisans: true, Thieves: true}}, "owner @5: a 5th player needs the whims expansion"},
		{"seat 5 with whims", "O@5 SM", CheckOptions{Expansions: Expansions{Whims: true}}, ""},
		{"seat 4 without whims", "O@4 SM", CheckOptions{}, ""},
		{"5th tent without whims", "O@1+t SM@2+t LM@3+t V@4+t S6@5+t", CheckOptions{Expansions: Expansions{Artisans: true}}, "row 1, column 5: owner @5: a 5th player needs the whims expansion, whose box holds the 5th player's Camels, Tent"},
		{"5 tents with whims and artisans", "O@1+t SM@2+t LM@3+t V@4+t S6@5+t", CheckOptions{Expansions: all}, ""},
		{"5 tents with whims without artisans", "O@1+t SM@2+t LM@3+t V@4+t S6@5+t", CheckOptions{Expansions: Expansions{Whims: true}}, "the Tent needs the artisans expansion"},
		{"13 palms", "O@1+pppppppppppp O@1+p", CheckOptions{}, "13 Palm Trees, the box holds 12"},
		{"12 palms", "O@1+pppppppppppp O@1", CheckOptions{}, ""},
		{"11 palaces", "V@1+PPPPPPPPPPP O", CheckOptions{}, "11 Palaces, the box holds 10"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := ParseBoard(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			err = b.Check(tc.opts)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("got %v, want no error", err)
			case tc.want != "" && err == nil:
				t.Errorf("got no error, want %q", tc.want)
			case tc.want != "" && !strings.Contains(err.Error(), tc.want):
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

func TestCheckSoloSeat(t *testing.T) {
	b, _ := ParseBoard(strings.Repeat("V O SM LM S6 O\n", 4) + "V O@2 SM LM S6 O")
	err := b.Check(CheckOptions{Solo: true})
	if err == nil || !strings.Contains(err.Error(), "only @1 (the player) and @Y") {
		t.Errorf("got %v, want the solo owner error", err)
	}
}
