package game

import (
	"fmt"
	"strconv"
	"strings"
)

// CardsProblem is why a list of cards does not read.
type CardsProblem int

// The problems of ParseGoodsList and ParseItemsList.
const (
	// CardsCount: a count below 1 ("0 silk").
	CardsCount CardsProblem = iota + 1
	// CardsNoGood: no good has the name.
	CardsNoGood
	// CardsNoItem: no item has the name.
	CardsNoItem
)

// CardsError is a part of a list of cards that does not read: Part is the
// whole part for CardsCount, else the name.
type CardsError struct {
	Problem CardsProblem
	Part    string
}

func (e *CardsError) Error() string {
	switch e.Problem {
	case CardsCount:
		return fmt.Sprintf("game: cards: %q: a count from 1", e.Part)
	case CardsNoItem:
		return fmt.Sprintf("game: cards: no item is called %q", e.Part)
	}
	return fmt.Sprintf("game: cards: no good is called %q", e.Part)
}

// ParseGoodsList reads goods cards written as a player says them, "2
// silk, fish": parts by commas, each an optional count and a good's
// name (ParseGood). Errors are *CardsError.
func ParseGoodsList(s string) ([NumGoods]int, error) { return ParseGoodsListNamed(s, nil) }

// ParseGoodsListNamed is ParseGoodsList reading the names of names too:
// other names of the goods (a language's), keyed by FoldName.
func ParseGoodsListNamed(s string, names map[string]Good) ([NumGoods]int, error) {
	var out [NumGoods]int
	err := parseCardList(s, func(name string, n int) error {
		g, err := ParseGood(name)
		if other, ok := names[fold(name)]; err != nil && ok {
			g, err = other, nil
		}
		if err != nil {
			return &CardsError{Problem: CardsNoGood, Part: name}
		}
		out[g] += n
		return nil
	})
	return out, err
}

// ParseItemsList reads item markers, "crown, 2 Flying Carpet": parts by
// commas, each an optional count and an item's name (ParseItem). Errors
// are *CardsError.
func ParseItemsList(s string) ([NumItems]int, error) { return ParseItemsListNamed(s, nil) }

// ParseItemsListNamed is ParseItemsList reading the names of names too:
// other names of the items (a language's), keyed by FoldName.
func ParseItemsListNamed(s string, names map[string]Item) ([NumItems]int, error) {
	var out [NumItems]int
	err := parseCardList(s, func(name string, n int) error {
		it, err := ParseItem(name)
		if other, ok := names[fold(name)]; err != nil && ok {
			it, err = other, nil
		}
		if err != nil {
			return &CardsError{Problem: CardsNoItem, Part: name}
		}
		out[it] += n
		return nil
	})
	return out, err
}

// parseCardList splits s into its parts and hands each name and count
// to add; an empty part is skipped.
func parseCardList(s string, add func(name string, n int) error) error {
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		n := 1
		if f := strings.Fields(part); len(f) > 1 {
			if k, err := strconv.Atoi(f[0]); err == nil {
				if k < 1 {
					return &CardsError{Problem: CardsCount, Part: part}
				}
				n, part = k, strings.Join(f[1:], " ")
			}
		}
		if err := add(part, n); err != nil {
			return err
		}
	}
	return nil
}
