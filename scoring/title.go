package scoring

// The solo titles by total (reference section 10); hard mode keeps them.
const (
	TitleIznogoud = "Insufficient Iznogoud"
	TitleJafaar   = "Junior Jafaar"
	TitleAlRachid = "Ambitious Al-Rachid"
	TitleSaladin  = "Splendid Saladin"
)

// TitleFor returns the solo title a total earns: up to 190 Insufficient
// Iznogoud, 191-220 Junior Jafaar, 221-250 Ambitious Al-Rachid, 251 and
// more Splendid Saladin.
func TitleFor(total int) string {
	switch {
	case total <= 190:
		return TitleIznogoud
	case total <= 220:
		return TitleJafaar
	case total <= 250:
		return TitleAlRachid
	}
	return TitleSaladin
}
