// The Swift runtime's own way to find argv on Linux (CommandLine.cpp) is a global
// constructor that reads /proc/self/maps line by line with sscanf at every start, before
// main: ~130 000 instructions, a page for the FILE buffer, and the kernel writing out every
// mapping of the process. glibc already passes argc and argv to each .init_array function of
// the executable, so this file keeps them and answers the runtime's one question itself.
// Linking a definition of _swift_stdlib_getUnsafeArgvArgc means the linker never takes
// CommandLine.cpp.o out of libswiftCore.a, and its constructor never runs. Were a future
// runtime to need another symbol of that file, the link would fail on a duplicate symbol
// (never silently read the wrong argv). ArcadeStartTests compare the answer with the
// runtime's own (the tests link the shared standard library, which still reads the maps).
#include "ArcadeStart.h"

static int savedArgc;
static char **savedArgv;
static char *emptyArgv[] = {0};

static void saveArguments(int argc, char **argv, char **envp) {
  (void)envp;
  savedArgc = argc;
  savedArgv = argv;
}

__attribute__((section(".init_array"), used)) static void (*const saveArgumentsAtStart)(
    int, char **, char **) = saveArguments;

// The runtime declares it SWIFT_CC(swift); with one pointer in and one out, that is the C
// convention's registers too, and the attribute says so exactly.
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
  if (!savedArgv) {
    *outArgLen = 0;
    return emptyArgv;
  }
  *outArgLen = savedArgc;
  return savedArgv;
}

char **arcade_start_arguments(int *count) { return _swift_stdlib_getUnsafeArgvArgc(count); }
