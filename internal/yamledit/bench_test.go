package yamledit

import "testing"

// BenchmarkEditConfig: saving three changed settings into a commented
// configuration file of the usual size.
func BenchmarkEditConfig(b *testing.B) {
	src := []byte("# naqala\n\nlanguage: en   # or de\ncolour: auto\npaper: Letter\nplayers: [Aylin, Bora, Cem]\n\n# house rules\nrules:\n  thief_vp: 5\n  black_six: literal_rows\n  artisan_majority: strictly_most\ndjinn_vp:\n  ptah: 5\n  geb: 3\n")
	changes := []Change{set1("language", "de"), set1("rules.thief_vp", 4), set1("mouse", false)}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Edit(src, changes, nil); err != nil {
			b.Fatal(err)
		}
	}
}
