#ifndef ARCADE_START_H
#define ARCADE_START_H

/// The command line as start.c answers the Swift runtime (the arguments glibc handed to the
/// program's start-up functions): argv, and the count through `count`. For the tests that
/// check it against CommandLine.arguments.
char **arcade_start_arguments(int *count);

#endif
