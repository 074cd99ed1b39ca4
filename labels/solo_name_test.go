package labels

import "testing"

// TestSoloPlayerName: the solo player who set no name reads "You" in
// English and "Du" in German, however the record keeps it (the stable
// SoloYou, an older version's word of its language, or empty); a name
// the player set is never translated.
func TestSoloPlayerName(t *testing.T) {
	tests := []struct {
		lang       Lang
		name, want string
	}{
		{"en", SoloYou, "You"},
		{"de", SoloYou, "Du"},
		{"en", "Du", "You"},
		{"de", "Du", "Du"},
		{"de", "", "Du"},
		{"en", "Aylin", "Aylin"},
		{"de", "Youssef", "Youssef"},
		{"de", "you", "you"},
	}
	for _, tc := range tests {
		if got := For(tc.lang).SoloPlayerName(tc.name); got != tc.want {
			t.Errorf("SoloPlayerName(%q, %q) = %q, want %q", tc.lang, tc.name, got, tc.want)
		}
	}
}
