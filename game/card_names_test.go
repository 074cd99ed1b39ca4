package game

import (
	"slices"
	"testing"
)

func TestCardsStarting(t *testing.T) {
	all := Expansions{Artisans: true, Thieves: true, Whims: true}
	for _, tc := range []struct {
		name   string
		prefix string
		x      Expansions
		want   []string
	}{
		{"nothing typed", "", all, nil},
		{"by name", "Jaf", Expansions{}, []string{"Jafaar"}},
		{"by alias, folded", "baa", Expansions{}, []string{"Ba'al"}},
		{"by alias", "denh", Expansions{}, []string{"Dhenim"}},
		{"an Artisans Djinn with Artisans", "Pta", Expansions{Artisans: true}, []string{"Ptah"}},
		{"an Artisans Djinn without", "Pta", Expansions{}, nil},
		{"a Thief with Thieves", "Zia", Expansions{Thieves: true}, []string{"Ziad"}},
		{"a Thief without", "Zia", Expansions{}, nil},
		{"the Artisans' Thief with Artisans", "Madj", Expansions{Thieves: true, Artisans: true}, []string{"Madjaar"}},
		{"the Artisans' Thief without", "Madj", Expansions{Thieves: true}, nil},
		{"no such card", "Qqq", all, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := CardsStarting(tc.prefix, tc.x); !slices.Equal(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}
