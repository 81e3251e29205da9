from rftg.launch import run

run()
