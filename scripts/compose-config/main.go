// compose-config prints a compose file as Docker Compose would run it, or says why it cannot, and
// exits 1. It is compose-go, the loader the docker compose CLI itself uses (schema, interpolation,
// references between services, networks and volumes), for machines without Docker.
//
//	compose-config [--env-file .env.example] docker-compose.yml
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"github.com/compose-spec/compose-go/v2/cli"
)

func main() {
	envFile := flag.String("env-file", "", "variables to interpolate, as docker compose --env-file (the shell's own are not used)")
	flag.Parse()
	options := []cli.ProjectOptionsFn{cli.WithName("predental")}
	if *envFile != "" {
		options = append(options, cli.WithEnvFiles(*envFile), cli.WithDotEnv)
	}
	project, err := cli.ProjectFromOptions(context.Background(), must(cli.NewProjectOptions(flag.Args(), options...)))
	if err != nil {
		fail(err)
	}
	os.Stdout.Write(must(project.MarshalYAML()))
}

func must[T any](value T, err error) T {
	if err != nil {
		fail(err)
	}
	return value
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
