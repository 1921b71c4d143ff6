//go:build linux

package fichier

import "golang.org/x/sys/unix"

// systemesDuNoyau are the file systems whose files the kernel makes as they are read, not files
// of a disk: a regular file there may be empty by its size and yet block its reader forever
// (/proc/kmsg), or change under it. They are named by the magic number statfs(2) returns.
var systemesDuNoyau = map[int64]string{
	unix.PROC_SUPER_MAGIC:    "proc",
	unix.SYSFS_MAGIC:         "sysfs",
	unix.DEBUGFS_MAGIC:       "debugfs",
	unix.TRACEFS_MAGIC:       "tracefs",
	unix.SECURITYFS_MAGIC:    "securityfs",
	unix.CGROUP_SUPER_MAGIC:  "cgroup",
	unix.CGROUP2_SUPER_MAGIC: "cgroup2",
	unix.BPF_FS_MAGIC:        "bpf",
	unix.DEVPTS_SUPER_MAGIC:  "devpts",
	unix.EFIVARFS_MAGIC:      "efivarfs",
	unix.PSTOREFS_MAGIC:      "pstore",
	unix.BINFMTFS_MAGIC:      "binfmt_misc",
	unix.SELINUX_MAGIC:       "selinuxfs",
	unix.SMACK_MAGIC:         "smackfs",
	0x62656570:               "configfs",
	0x65735543:               "fusectl",
}

// systemeDuNoyau names the kernel's file system that holds chemin (symbolic links followed), or
// returns "" for any other, or when statfs fails (the open that follows reports why).
func systemeDuNoyau(chemin string) string {
	var s unix.Statfs_t
	if unix.Statfs(chemin, &s) != nil {
		return ""
	}
	return systemesDuNoyau[int64(s.Type)]
}

// systemeDuNoyauFd is systemeDuNoyau for an open file.
func systemeDuNoyauFd(fd uintptr) string {
	var s unix.Statfs_t
	if unix.Fstatfs(int(fd), &s) != nil {
		return ""
	}
	return systemesDuNoyau[int64(s.Type)]
}
