// What one call of a program costs: CPU, wall time and peak memory, as wait4 reports them.
//
//   spawn-usage 20 /path/to/spotter status     # 20 lines: "cpu_us wall_us peak_kb"
//
// footprint.sh measures through this small C program instead of from Python because Linux
// carries the parent's peak memory into a child's: ru_maxrss is the larger of the child's own
// peak and that of the process it was forked from (the memory it had before exec). From Python
// every call would report at least Python's own 10 to 20 MB.
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: spawn-usage COUNT PROGRAM [ARGUMENT...]\n");
        return 2;
    }
    int count = atoi(argv[1]);
    posix_spawn_file_actions_t quiet;
    posix_spawn_file_actions_init(&quiet);
    posix_spawn_file_actions_addopen(&quiet, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&quiet, 2, "/dev/null", O_WRONLY, 0);
    for (int i = 0; i < count; i++) {
        struct timespec start, end;
        clock_gettime(CLOCK_MONOTONIC, &start);
        pid_t pid;
        int error = posix_spawn(&pid, argv[2], &quiet, NULL, argv + 2, environ);
        if (error != 0) {
            fprintf(stderr, "spawn-usage: cannot start %s (error %d)\n", argv[2], error);
            return 1;
        }
        int status;
        struct rusage usage;
        if (wait4(pid, &status, 0, &usage) != pid) return 1;
        clock_gettime(CLOCK_MONOTONIC, &end);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            fprintf(stderr, "spawn-usage: %s exited with status %d\n", argv[2], status);
            return 1;
        }
        long cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000L + usage.ru_utime.tv_usec
            + usage.ru_stime.tv_usec;
        long wall = (end.tv_sec - start.tv_sec) * 1000000L + (end.tv_nsec - start.tv_nsec) / 1000;
        printf("%ld %ld %ld\n", cpu, wall, usage.ru_maxrss);
    }
    return 0;
}
