package sultan

// When the resource row is not tracked, the cards Yazid's Merchants take
// are played from a stand-in row put in just before his turn and taken
// away just after it: the Fakirs the player counted among them, then goods
// of several kinds (they are discarded). CountedCards words such a turn.

// Merchants is the number of Merchants a turn captures: the cards Yazid
// takes from the resource row.
func (t Turn) Merchants() int {
	n := 0
	for _, c := range t.Captures {
		n += c.Merchants
	}
	return n
}

// StandInRow is the stand-in resource row for merchants cards taken,
// fakirs of them Fakirs: at most a row's cards, the Fakirs first, then
// goods of several kinds.
func StandInRow(merchants, fakirs int) []string {
	goods := []string{"fish", "wheat", "pottery", "papyrus", "silk", "spice"}
	row := make([]string, 0, merchants)
	for i := 0; i < min(merchants, ResourceRowSize); i++ {
		if i < fakirs {
			row = append(row, "fakir")
		} else {
			row = append(row, goods[i%len(goods)])
		}
	}
	return row
}

// standInRow says whether the event at log[i] stands between a resource
// row put in just before it and taken away just after it.
func standInRow(log Log, i int) bool {
	if i < 1 || i+1 >= len(log) {
		return false
	}
	return StandInBetween(log[i-1], log[i+1])
}

// StandInBetween says whether an event between in and out plays on a
// stand-in resource row: in puts a row in, out takes it away.
func StandInBetween(in, out Event) bool {
	return in.Kind == EventRows && in.Rows != nil && in.Rows.Resources != nil &&
		out.Kind == EventRows && out.Rows != nil && out.Rows.Resources == nil
}
