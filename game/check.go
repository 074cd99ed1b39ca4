package game

// CheckOptions says how a board is used, for Check.
type CheckOptions struct {
	Expansions Expansions
	Solo       bool // used for a game against Yazid: 6 columns, owners @1 and @Y
	Players    int  // seats that may own tiles; 0 allows @1..@5
}

// Check applies the board checks of docs/formats.md section 1 and the box limits
// of the expansions in play. Every problem is reported, each naming the
// board place or the piece: the error is Problems, each a *Problem.
func (b *Board) Check(o CheckOptions) error {
	var errs Problems
	add := func(p Problem) { errs = append(errs, &p) }
	if o.Solo && (b.Cols != 6 || b.Rows < 5 || b.Rows > 7) {
		add(Problem{Code: ProblemSoloSize, Nums: []int{b.Cols, b.Rows}})
	}
	var tileCount [NumTileTypes]int
	tents := map[Owner]Place{}
	palms, palaces := 0, 0
	for _, p := range b.Places() {
		t := b.Tile(p)
		tileCount[t.Type]++
		if !o.Expansions.Has(t.Type.Expansion()) {
			add(Problem{Code: ProblemNeedsExpansion, Place: p, Type: t.Type})
		}
		if t.Meeples[Artisan] > 0 && !o.Expansions.Artisans {
			add(Problem{Code: ProblemArtisansExpansion, Place: p})
		}
		if t.Type.Forbidden() {
			if !t.Meeples.Empty() {
				add(Problem{Code: ProblemForbiddenMeeples, Place: p, Type: t.Type})
			}
			if t.Owner != NoOwner || t.Palms > 0 || t.Palaces > 0 || t.Tent {
				add(Problem{Code: ProblemForbiddenBuilt, Place: p, Type: t.Type})
			}
			continue
		}
		switch ownerProblem(t.Owner, o) {
		case PlacingYazidNotSolo:
			add(Problem{Code: ProblemYazidNotSolo, Place: p})
		case PlacingSoloOwner:
			add(Problem{Code: ProblemSoloOwner, Place: p, Owner: t.Owner})
		case PlacingOwnerNotPlaying:
			add(Problem{Code: ProblemOwnerPlayers, Place: p, Owner: t.Owner, Nums: []int{o.Players}})
		case PlacingFifthPlayer:
			add(Problem{Code: ProblemFifthPlayer, Place: p, Owner: t.Owner})
		}
		// Reference section 2: a Palm Tree or Palace may stand on a tile
		// nobody owns, or Yazid owns (the Oasis and Village actions are
		// compulsory); it scores only for the owner.
		if t.Tent {
			switch {
			case t.Owner == NoOwner:
				add(Problem{Code: ProblemTentNoOwner, Place: p})
			case t.Owner == Yazid:
				add(Problem{Code: ProblemYazidTent, Place: p})
			case !o.Expansions.Artisans:
				add(Problem{Code: ProblemTentArtisans, Place: p})
			default:
				if q, dup := tents[t.Owner]; dup {
					add(Problem{Code: ProblemSecondTent, Place: p, Owner: t.Owner, Other: q})
				}
				tents[t.Owner] = p
			}
		}
		palms += t.Palms
		palaces += t.Palaces
	}
	for _, tt := range TileTypes() {
		if o.Expansions.Has(tt.Expansion()) && tileCount[tt] > tt.Count() {
			add(Problem{Code: ProblemBoxTiles, Type: tt, Nums: []int{tileCount[tt], tt.Count()}})
		}
	}
	m := b.Meeples()
	for _, tr := range Tribes {
		if box := BoxMeeples(tr, o.Expansions); box > 0 && m[tr] > box {
			add(Problem{Code: ProblemBoxMeeples, Tribe: tr, Nums: []int{m[tr], box}})
		}
	}
	if palms > PalmTrees {
		add(Problem{Code: ProblemBoxPalms, Nums: []int{palms, PalmTrees}})
	}
	if palaces > Palaces {
		add(Problem{Code: ProblemBoxPalaces, Nums: []int{palaces, Palaces}})
	}
	errs = append(errs, b.checkMountains()...)
	return errs.Err()
}
