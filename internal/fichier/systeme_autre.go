//go:build !linux

package fichier

// systemeDuNoyau names the kernel's file system that holds chemin: only Linux is known to put
// regular files that block their reader there (/proc/kmsg); elsewhere the check of the file's
// kind (Ouvrir) is what refuses devices and pipes.
func systemeDuNoyau(string) string { return "" }

// systemeDuNoyauFd is systemeDuNoyau for an open file.
func systemeDuNoyauFd(uintptr) string { return "" }
