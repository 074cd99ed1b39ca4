package scorefile

import (
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"go.yaml.in/yaml/v3"
)

// solo reads Yazid's side of a solo game.
func (l *loader) solo(n *yaml.Node, players int) *scoring.Solo {
	fs := l.fields(n, "solo", "council", "artisans", "hard", "lost")
	if fs == nil {
		return nil
	}
	if players > 1 {
		l.errf(n, "solo", "a solo game has one player, the file lists %d", players)
	}
	s := &scoring.Solo{
		Council:  l.count(fs["council"], "solo.council"),
		Artisans: l.count(fs["artisans"], "solo.artisans"),
		Hard:     l.flag(fs["hard"], "solo.hard"),
	}
	if s.Artisans > 0 && !l.x.Artisans {
		l.errf(fs["artisans"], "solo.artisans", "Artisans need the artisans expansion (add it to expansions)")
	}
	if v := l.text(fs["lost"], "solo.lost"); v != "" {
		loss, err := game.ParseLoss(v)
		switch {
		case err != nil || loss == game.LostViziers:
			l.errf(fs["lost"], "solo.lost", "%q: want \"\", assassins, djinns or payment (the Vizier loss follows from viziers and council)", v)
		default:
			s.Lost = loss
		}
	}
	return s
}
