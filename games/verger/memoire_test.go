package verger

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// champStatus reads a «Nom: n kB» field of /proc/self/status, in bytes.
func champStatus(t testing.TB, nom string) int64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Skip("pas de /proc/self/status")
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if champs := strings.Fields(sc.Text()); len(champs) >= 2 && champs[0] == nom+":" {
			ko, _ := strconv.ParseInt(champs[1], 10, 64)
			return ko << 10
		}
	}
	t.Skipf("pas de %s dans /proc/self/status", nom)
	return 0
}

// mesureEnv carries the configuration to measure to the subprocess of TestEstimationMesuree.
const mesureEnv = "JEUX_VERGER_MESURE"

// TestMesureSousProcessus is the subprocess: it computes one configuration in a fresh process
// and prints how much its peak resident memory (VmHWM) grew over what it held before.
func TestMesureSousProcessus(t *testing.T) {
	spec := os.Getenv(mesureEnv)
	if spec == "" {
		t.Skip("lancé par TestEstimationMesuree")
	}
	var cfg Config
	var s string
	var complet bool
	if _, err := fmt.Sscanf(spec, "%d %d %d %d %s %t", &cfg.Arbres, &cfg.Fruits, &cfg.Corbeau, &cfg.PanierFruits, &s, &complet); err != nil {
		t.Fatal(err)
	}
	var err error
	if cfg.Strategie, err = LireStrategie(s); err != nil {
		t.Fatal(err)
	}
	avant := champStatus(t, "VmRSS")
	if complet {
		_, err = NouvelleTable(context.Background(), cfg)
	} else {
		_, err = Calculer(context.Background(), cfg, false)
	}
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("PIC %d\n", champStatus(t, "VmHWM")-avant)
}

// The estimate of Estimer against the peak resident memory of the computation, measured in a
// fresh process on three sizes: it must be within ±30 %.
func TestEstimationMesuree(t *testing.T) {
	if testing.Short() {
		t.Skip("mesure de plusieurs centaines de Mio")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("pas de /proc/self/status")
	}
	for _, tt := range []struct {
		cfg     Config
		complet bool
	}{
		{Config{6, 20, 20, 2, Max}, false},       // 230 230 vectors, about 22 MiB
		{Config{8, 14, 10, 2, Meilleure}, false}, // 319 770 vectors, about 86 MiB
		{Config{5, 40, 10, 2, Hasard}, false},    // 1 221 759 vectors, about 280 MiB
		{Config{6, 14, 30, 2, Max}, true},        // a Table: 31 layers of 38 760 vectors
	} {
		est := Estimer(tt.cfg, false, tt.complet).Octets
		cmd := exec.Command(os.Args[0], "-test.run=^TestMesureSousProcessus$", "-test.count=1")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d %d %d %d %v %t", mesureEnv, tt.cfg.Arbres, tt.cfg.Fruits, tt.cfg.Corbeau, tt.cfg.PanierFruits, tt.cfg.Strategie, tt.complet))
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%+v : %v\n%s", tt.cfg, err, out)
		}
		var pic int64
		for _, l := range strings.Split(string(out), "\n") {
			if v, ok := strings.CutPrefix(l, "PIC "); ok {
				pic, _ = strconv.ParseInt(v, 10, 64)
			}
		}
		rapport := float64(est) / float64(pic)
		t.Logf("%+v complet=%v : estimé %d Mio, pic mesuré %d Mio, rapport %.2f", tt.cfg, tt.complet, est>>20, pic>>20, rapport)
		if rapport < 0.7 || rapport > 1.3 {
			t.Errorf("%+v : estimation %d octets pour un pic de %d : hors de ±30 %%", tt.cfg, est, pic)
		}
	}
}
