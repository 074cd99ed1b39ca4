// Package naqala holds the texts the naqala binary ships beside its code:
// its licence and the notices of the modules linked into it, which
// naqala version --licences prints and every release archive holds.
package naqala

import _ "embed"

// Licence is naqala's licence, the MIT License (LICENSE).
//
//go:embed LICENSE
var Licence string

// ThirdPartyNotices lists the modules linked into the naqala binary of
// every release platform, their versions and licences, with each licence's
// text (THIRD_PARTY_NOTICES.txt, written from the module graph by
// go test . -update; TestThirdPartyNotices keeps it current).
//
//go:embed THIRD_PARTY_NOTICES.txt
var ThirdPartyNotices string
