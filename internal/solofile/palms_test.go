package solofile

import (
	"testing"

	"github.com/naqala/naqala/sultan"
)

// A Palm Tree or Palace may stand on a tile nobody owns, or Yazid owns
// (reference section 2): naqala yazid takes such a state.
func TestLoadPalmsOnAnyTile(t *testing.T) {
	state := "board: |\n" +
		"  V[YWG] S6[RRB] O[GGW]+pp SM[BWY] LM S12[YRW]\n" +
		"  O[WWR] SM[GBY] V@Y+P SM[RGW] S6[BBG] O[YGG]@Y+p\n" +
		"  SM[RWB] LM[YBW] S15[GRB] O[WBB] SM[YRG] V[WWG]+P\n" +
		"  S10[BGY] O[RRW] SM[YBW] V[GGR] LM[WRB] SM[BRR]\n" +
		"  LM[YWW] V[RBG] O[BYY] S6[WGR] SM[GWB] S6[RYW]\n"
	_, st, _, err := Load([]byte(state), "t.yaml", sultan.DefaultRules())
	if err != nil {
		t.Fatalf("got %v, want the state taken", err)
	}
	if n := st.Board.Camels(1); n != 0 {
		t.Errorf("got %d camels of the player on the board, want 0", n)
	}
}
