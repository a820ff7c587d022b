/* The floor for scripts/bench-feed: libxml2's SAX2 parser with empty callbacks over each document.
 *
 *   libxml2-sax-floor DIR REPETITIONS
 *
 * For each document of DIR (the names FeedBench writes), parses it once as warm-up, then REPETITIONS
 * times, and prints "name median-cpu-nanoseconds" (process CPU time per parse). Empty callbacks: the
 * parser tokenizes, checks well-formedness and decodes entities, but nothing is built.
 */
#include <libxml/parser.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void on_start(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                     int nb_namespaces, const xmlChar **namespaces, int nb_attributes, int nb_defaulted,
                     const xmlChar **attributes) {}
static void on_end(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri) {}
static void on_characters(void *ctx, const xmlChar *ch, int len) {}
static void on_error(void *ctx, const char *msg, ...) {}

static long long cpu_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int compare(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

static char *read_file(const char *path, long *size) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    *size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc(*size);
    if (bytes && fread(bytes, 1, *size, file) != (size_t)*size) { free(bytes); bytes = NULL; }
    fclose(file);
    return bytes;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: %s DIR REPETITIONS\n", argv[0]); return 2; }
    static const char *names[] = {"rss-1000.xml", "rss-10000.xml", "atom-1000.xml", "atom-10000.xml", "text-4mb.xml"};
    int repetitions = atoi(argv[2]);
    if (repetitions < 1) repetitions = 1;
    long long *samples = calloc(repetitions, sizeof(long long));
    xmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = on_start;
    handler.endElementNs = on_end;
    handler.characters = on_characters;
    handler.cdataBlock = on_characters;
    handler.error = on_error;
    handler.warning = on_error;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", argv[1], names[i]);
        long size = 0;
        char *bytes = read_file(path, &size);
        if (!bytes) { fprintf(stderr, "cannot read %s\n", path); return 1; }
        if (xmlSAXUserParseMemory(&handler, NULL, bytes, (int)size) != 0) {
            fprintf(stderr, "libxml2 refused %s\n", path);
            return 1;
        }
        for (int r = 0; r < repetitions; r++) {
            long long start = cpu_ns();
            xmlSAXUserParseMemory(&handler, NULL, bytes, (int)size);
            samples[r] = cpu_ns() - start;
        }
        qsort(samples, repetitions, sizeof *samples, compare);
        printf("%s %lld\n", names[i], samples[repetitions / 2]);
        free(bytes);
    }
    free(samples);
    return 0;
}
